// PLACEHOLDER until the `linebreak` helper's UAX #14 lands on main: breaks after spaces
// and after line breaks only. Deleted at the merge.

public struct LineBreakOpportunity: Hashable, Sendable {
  public var index: Int
  public var isMandatory: Bool
}

public func lineBreakOpportunities(in scalars: [Unicode.Scalar]) -> [LineBreakOpportunity] {
  var found: [LineBreakOpportunity] = []
  for index in scalars.indices.dropLast() {
    let scalar = scalars[index]
    if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" {
      if scalar == "\r", scalars[index + 1] == "\n" { continue }
      found.append(LineBreakOpportunity(index: index + 1, isMandatory: true))
    } else if scalar == " ", scalars[index + 1] != " " {
      found.append(LineBreakOpportunity(index: index + 1, isMandatory: false))
    }
  }
  found.append(LineBreakOpportunity(index: scalars.count, isMandatory: true))
  return found
}
