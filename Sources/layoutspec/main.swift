print("layoutspec")
