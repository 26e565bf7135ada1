extension Price {
  /// Decodes a price from its exact text, like "1599.00", so no binary floating point is
  /// ever involved.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let price = Price(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a price like 12.50")
    }
    self = price
  }

  /// Encodes the price as its exact text, like "1599.00".
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(editingText)
  }
}
