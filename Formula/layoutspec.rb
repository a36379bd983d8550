# Homebrew formula: builds layoutspec from source with the Swift toolchain of Xcode 16 or
# later. This repository is also a tap (Homebrew installs formulae only from taps):
#   brew tap layoutspec/layoutspec https://github.com/layoutspec/layoutspec
#   brew install --HEAD layoutspec/layoutspec/layoutspec
# There is no release to download yet, so the formula builds the main branch (--HEAD).
class Layoutspec < Formula
  desc "Frames Texture's (AsyncDisplayKit's) Layout API computes, without a simulator"
  homepage "https://github.com/layoutspec/layoutspec"
  head "https://github.com/layoutspec/layoutspec.git", branch: "main"

  # Package.swift's swift-tools-version 6.0 needs Xcode 16's toolchain; the package's
  # minimum is macOS 13.
  depends_on xcode: ["16.0", :build]
  depends_on macos: :ventura

  def install
    # Only the command: the bench (layoutspec-bench) is for the project's own measurements.
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "layoutspec"
    bin.install ".build/release/layoutspec"
    # The man page and the completions come from the binary's own option tables.
    (man1/"layoutspec.1").write Utils.safe_popen_read(bin/"layoutspec", "manpage")
    generate_completions_from_executable(bin/"layoutspec", "completions")
  end

  test do
    # An image beside a text that takes the rest of the width: the text starts after the
    # 44-point image and the 8 points of spacing.
    (testpath/"cell.yaml").write <<~YAML
      type: hstack
      spacing: 8
      children:
        - { type: image, name: avatar, imageSize: [44, 44] }
        - { type: text, name: title, text: "Hello", style: { flexGrow: 1 } }
    YAML
    output = shell_output("#{bin}/layoutspec eval #{testpath}/cell.yaml --size 375xany -c")
    assert_match '"name":"title","frame":{"x":52,"y":0,"width":323', output
    assert_path_exists man1/"layoutspec.1"
  end
end
