import Foundation

#if !canImport(UIKit)
  extension IndexPath {
    /// Creates an index path for a row in a section of a table view, as UIKit does.
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// The index of the row in its section (UIKit's spelling for a table view).
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The index of the section.
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }
  }
#endif
