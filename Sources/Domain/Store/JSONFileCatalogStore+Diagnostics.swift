import Foundation

extension JSONFileCatalogStore {
  /// Where and why `data` is not a catalog, for `CatalogStoreError.corrupt`: the line and
  /// column of a JSON syntax error ("invalid JSON at line 3, column 14"), or the field whose
  /// value has the wrong shape ("products[2].price: '1,5' is not a price like 12.50").
  static func corruption(_ error: any Error, in data: Data) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
      return syntaxError(in: data)
    case DecodingError.dataCorrupted(let context),
      DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context):
      return "\(field(context.codingPath)): \(context.debugDescription)"
    case DecodingError.keyNotFound(let key, let context):
      return "\(field(context.codingPath + [key])): missing"
    default:
      return "unexpected contents: \(error)"
    }
  }

  /// `products[2].price`, from a decoder's coding path.
  static func field(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text.isEmpty ? "the top level" : text
  }

  /// Where JSON parsing of `data` stops, as "invalid JSON at line L, column C (what)".
  /// `JSONDecoder` does not say on Linux; `JSONSerialization` names the byte offset.
  static func syntaxError(in data: Data) -> String {
    var offset = data.count
    var what = "not JSON"
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      what = "not a JSON object"
      offset = 0
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
      if let match = detail.firstMatch(of: /character (\d+)/), let at = Int(match.output.1) {
        offset = min(max(at, 0), data.count)
      }
      let said = detail.replacing(#/ around character \d+/#, with: "")
        .trimmingCharacters(in: CharacterSet(charactersIn: ". "))
      if !said.isEmpty { what = said.prefix(1).lowercased() + said.dropFirst() }
    }
    let before = data.prefix(offset)
    let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
    let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
    return "invalid JSON at line \(line), column \(column): \(what)"
  }
}
