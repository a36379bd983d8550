// How a JSON description is read: the parser writes the tape, and an `ElementStream`
// observing it decodes the elements as their objects close (ElementStream.swift). A small
// document is read on one thread; a large one with the parser on a thread of its own,
// handing its elements to this one to decode (ElementHandoff.swift); and a long child list
// of a large one in two parts, the second read on a third thread (ListParts.swift). Each
// way gives what decoding the whole tape gives; a document that cannot be decoded while it
// is read (an error, an envelope with more than `sizes`) is read again without a stream.

import LayoutSpecEngine
import LayoutSpecPlatform

extension JSONReader {
  /// Documents smaller than this are read on one thread: two threads gained nothing
  /// measurable below about a megabyte (the whole `eval` of feeds of 62 KB, 310 KB and
  /// 994 KB: 1.02x, 1.00x and 0.98x the wall time of one thread, farm-bench).
  static let twoThreadBytes = 1 << 20

  /// Reads a description, decoding its elements as they are read where it can (on two
  /// threads when it is large, or when `twoThreads` says so): the document decoded, or
  /// its tape for `DocumentDecoder` (an envelope, nothing decoded early, or an error: then
  /// read again without decoding, so that it is reported as the whole tape's decoder
  /// reports it).
  static func readDescription(
    _ bytes: [UInt8], file: String, fonts: FontCatalog, twoThreads: Bool? = nil,
    inParts parts: ListPartSource? = nil
  ) -> ParsedDocument {
    let onTwoThreads = twoThreads ?? (bytes.count >= twoThreadBytes)
    // A long child list's second part read on a thread of its own (ListParts.swift), where
    // a core is free for it: beside the parser's and decoder's threads, a third.
    // (Cores asked only for a document that can hold such a list: `sysconf` reads a file.)
    let parts =
      parts
      ?? (bytes.count >= ListPartSource.defaultMinimumBytes
        && StartedThread.availableCores >= (onTwoThreads ? 3 : 2)
        ? ListPartSource(bytes: bytes, fonts: fonts, besideHandoff: onTwoThreads) : nil)
    let parsed =
      onTwoThreads
      ? readWhileDecodingOnTwoThreads(bytes, file: file, fonts: fonts, inParts: parts)
      : readWhileDecoding(bytes, file: file, fonts: fonts, inParts: parts)
    if let parsed { return parsed }
    let (tape, diagnostics) = readTape(bytes, file: file)
    return ParsedDocument(tape: tape, diagnostics: diagnostics)
  }

  /// Nil when the document must be read again without decoding: what this reading built
  /// is gone by then, not held beside the second reading's tape.
  private static func readWhileDecoding(
    _ bytes: [UInt8], file: String, fonts: FontCatalog, inParts parts: ListPartSource? = nil
  ) -> ParsedDocument? {
    // The stream is lent to the parser, never copied: a second reference to its element
    // tree would make the next change copy the whole tree.
    var stream = ElementStream(file: file, fonts: fonts, byteCount: bytes.count, listParts: parts)
    let reading = parse(bytes, file: file, observer: &stream)
    return decodedDocument(reading, decodedAny: stream.decodedAny, decoder: &stream.decoder)
  }

  /// `readWhileDecoding` with the parser on a thread of its own.
  private static func readWhileDecodingOnTwoThreads(
    _ bytes: [UInt8], file: String, fonts: FontCatalog, inParts parts: ListPartSource? = nil
  ) -> ParsedDocument? {
    let channel = ElementChannel()
    // The parser keeps its containers on the heap: it needs little stack. Without a
    // thread, nil: the document is read again on this one (`readDescription`).
    let started = StartedThread.start(stackSize: 1 << 20) {
      var stream = ElementStream(
        file: file, handoff: ElementHandoff(channel: channel), listParts: parts)
      // The stream sends its last batch when reading ends (`readingEnded`).
      let reading = parse(bytes, file: file, observer: &stream)
      channel.finish(reading, decodedAny: stream.decodedAny)
    }
    guard let parsing = started else { return nil }
    defer { parsing.join() }
    // The element types' table, built here while the parser reads up to its first
    // element with children, where it looks a type up: the parser's thread sets the read's
    // time, this one waits for the first batch.
    _ = ElementKeys.typesWithKeyMasks

    var decoder = DocumentDecoder.forStream(file: file, fonts: fonts, byteCount: bytes.count)
    while let batch = channel.next() {
      decoder.decode(batch)
    }
    guard let parsed = channel.takeResult() else { return nil }
    return decodedDocument(parsed.reading, decodedAny: parsed.decodedAny, decoder: &decoder)
  }

  /// The document `decoder` decoded while `reading` was read.
  private static func decodedDocument(
    _ reading: consuming Reading, decodedAny: Bool, decoder: inout DocumentDecoder
  ) -> ParsedDocument? {
    // A reading that stopped or lost data says the same with or without decoding.
    guard reading.faithful else {
      return ParsedDocument(tape: nil, diagnostics: reading.diagnostics)
    }
    if !decodedAny {
      return ParsedDocument(tape: reading.tape, diagnostics: reading.diagnostics)
    }
    guard !reading.diagnostics.contains(where: { $0.severity == .error }),
      let decoded = decoder.finishReading(reading.tape)
    else { return nil }
    return ParsedDocument(decoded: decoded, diagnostics: reading.diagnostics)
  }
}
