import Testing

@testable import LayoutSpecPlatform

// Reading the arguments off the initial stack, as the process does where /proc is missing
// (ProcessStart.swift; `make noproc-check` runs the static binary so). Here the stack is
// laid out by hand in one buffer, as the kernel lays it out: argc, the argument pointers, a
// null, the environment pointers, a null, and the strings above them all.

@Suite struct ProcessStartTests {
  typealias Slot = UnsafeMutablePointer<CChar>?

  /// A buffer holding `words` (a number or a string's index) from its start and the
  /// strings from its middle; calls `body` with the address of word `environmentAt`.
  static func withInitialStack<R>(
    _ words: [Word], strings: [String], environmentAt: Int,
    _ body: (UnsafeMutablePointer<Slot>, UInt) -> R
  ) -> R {
    let slots = UnsafeMutablePointer<Slot>.allocate(capacity: 512)
    defer { slots.deallocate() }
    let bytes = UnsafeMutableRawPointer(slots + 256).assumingMemoryBound(to: CChar.self)
    var addresses: [UnsafeMutablePointer<CChar>] = []
    var offset = 0
    for string in strings {
      addresses.append(bytes + offset)
      for byte in string.utf8 {
        bytes[offset] = CChar(bitPattern: byte)
        offset += 1
      }
      bytes[offset] = 0
      offset += 1
    }
    for (index, word) in words.enumerated() {
      switch word {
      case .number(let number): slots[index] = UnsafeMutablePointer(bitPattern: number)
      case .string(let string): slots[index] = addresses[string]
      case .null: slots[index] = nil
      }
    }
    return body(slots + environmentAt, UInt(bitPattern: slots) - 1)
  }

  enum Word {
    case number(UInt)
    case string(Int)
    case null
  }

  @Test func theArgumentsAreTheSlotsBetweenTheCountAndTheEnvironment() {
    let words: [Word] = [.number(3), .string(0), .string(1), .string(2), .null, .string(3), .null]
    let arguments = Self.withInitialStack(
      words, strings: ["/bin/layoutspec", "eval", "-", "HOME=/"], environmentAt: 5
    ) { environment, bottom in
      SystemProcess.arguments(below: environment, above: bottom)
    }
    #expect(arguments == ["/bin/layoutspec", "eval", "-"])
  }

  @Test func noArgumentsAndAnEmptyEnvironment() {
    let arguments = Self.withInitialStack(
      [.number(0), .null, .null], strings: [], environmentAt: 2
    ) { environment, bottom in
      SystemProcess.arguments(below: environment, above: bottom)
    }
    #expect(arguments == [])
  }

  /// A count that disagrees with the pointers walked, no null before the environment, or no
  /// count above the lowest readable slot: not the kernel's layout, so no arguments.
  @Test func anotherLayoutGivesNothingAndReadsNothingBelowTheBottom() {
    let layouts: [[Word]] = [
      [.number(2), .string(0), .null, .string(1), .null],
      [.number(1), .string(0), .string(1), .null],
      [.string(0), .string(0), .null, .string(1), .null],
    ]
    for (words, environmentAt) in zip(layouts, [3, 3, 3]) {
      let arguments = Self.withInitialStack(
        words, strings: ["a", "HOME=/"], environmentAt: environmentAt
      ) { environment, bottom in
        SystemProcess.arguments(below: environment, above: bottom)
      }
      #expect(arguments == [], "\(words)")
    }
  }

  @Test func aProcessWithProcHasTheRuntimesArguments() {
    #expect(SystemProcess.arguments == CommandLine.arguments)
  }
}
