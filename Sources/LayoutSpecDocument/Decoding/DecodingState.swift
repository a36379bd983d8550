// What decoding keeps besides the tape and the elements on their way: the values computed
// from the constrained size, and the fonts. One class for them, so that the decoder's
// recursive frames, which a debug build copies the decoder into, grow by one reference
// only (DocumentReaderTests.deepDocumentsDecodeOnASmallStack runs on a 1 MiB stack).

final class DecodingState {
  var expressions = SizeExpressionState()
  var text = TextDecodingState()
  /// The members of the last element found without a usable type (kept here, out of the
  /// recursive frames, as errors are rare).
  var untypedMembers: [TapeMember] = []
  /// `DocumentDecoder.variant`.
  var variant: [VariantPatches] = []

  /// `untypedMembers`, emptied. (A call: the accesses inline would make the recursive frame
  /// that checks untyped elements larger in debug builds.)
  @inline(never)
  func takeUntypedMembers() -> [TapeMember] {
    defer { untypedMembers = [] }
    return untypedMembers
  }
}

extension DocumentDecoder {
  /// Values computed from the constrained size (SizeExpressionDecoding.swift).
  var sizeExpressions: SizeExpressionState {
    get { state.expressions }
    nonmutating set { state.expressions = newValue }
  }

  /// Fonts and the envelope's text engine (TextDecoding.swift).
  var textState: TextDecodingState {
    get { state.text }
    nonmutating set { state.text = newValue }
  }
}
