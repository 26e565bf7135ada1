/// Every user-facing text of the Storefront app, exactly as the app spec writes it: the one
/// string table.
///
/// Patterns show these; none of them spells a text of its own. The table holds words and
/// templates that only fill in what they are given; which words a screen shows (an error's
/// message, a singular or a plural noun) is each pattern's presentation decision.
public enum Strings {
  /// Texts shared by every alert.
  public enum Alert {
    /// "OK".
    public static let ok = "OK"
    /// "Cancel".
    public static let cancel = "Cancel"
    /// "Error": the title of an alert about something that went wrong.
    public static let errorTitle = "Error"
  }

  /// The sign-in screen.
  public enum Login {
    public static let title = "Sign in"
    public static let emailPlaceholder = "you@example.com"
    public static let passwordPlaceholder = "Password"
    public static let submit = "Sign in"
    public static let submitting = "Signing in…"
    public static let invalidFormTitle = Alert.errorTitle
    public static let invalidEmail = "Enter a valid email address."
    public static let shortPassword = "Password must be at least 6 characters."
    public static let failedTitle = "Sign-in failed"
    public static let incorrectCredentials = "Incorrect email or password."
    public static let unreachable = "Cannot reach the server. Check your connection and try again."

    /// "minute": the unit of a lockout's time left when it is 1 (Login 8).
    public static let minute = "minute"
    /// "minutes": the unit of a lockout's time left otherwise.
    public static let minutes = "minutes"

    /// "Too many attempts. Try again in N minutes.", with the unit given.
    public static func lockedOut(minutesLeft: Int, unit: String) -> String {
      "Too many attempts. Try again in \(minutesLeft) \(unit)."
    }
  }

  /// The catalog screen.
  public enum Catalog {
    public static let title = "Products"
    public static let searchPlaceholder = "Search"
    public static let sortByName = "Name"
    public static let sortByPriceAscending = "Price ↑"
    public static let sortByPriceDescending = "Price ↓"
    public static let add = "Add"
    public static let signOut = "Sign out"
    public static let emptyCatalog = "No products yet"
    /// The summary while the catalog cannot be read (Catalog rule 8).
    public static let unavailable = "Catalog unavailable"
    /// The title of the alert for an unreadable catalog (Catalog rule 8).
    public static let loadFailedTitle = "Cannot load products"
    /// The message of the alert for an unreadable catalog (Catalog rule 8).
    public static let loadFailedMessage = "The catalog could not be read."

    /// "product": the summary's noun when the total is 1 (Catalog 4).
    public static let product = "product"
    /// "products": the summary's noun otherwise.
    public static let products = "products"

    /// "N products", with the noun given.
    public static func productCount(_ total: Int, noun: String) -> String {
      "\(total) \(noun)"
    }

    /// "M of N products", with the noun given.
    public static func matchCount(_ shown: Int, of total: Int, noun: String) -> String {
      "\(shown) of \(total) \(noun)"
    }

    /// "No products match “q”".
    public static func noMatch(_ query: String) -> String {
      "No products match “\(query)”"
    }

    /// How a price reads in a row (Catalog 1): "$1,599.00", a dollar sign, the whole dollars
    /// grouped by thousands with commas, and two decimals, the same whatever the machine's
    /// locale.
    public static func price(_ price: Price) -> String {
      let digits = String(price.dollars)
      var grouped = ""
      for (offset, digit) in digits.enumerated() {
        if offset > 0 && (digits.count - offset) % 3 == 0 { grouped.append(",") }
        grouped.append(digit)
      }
      return "$" + grouped + "." + price.editingText.suffix(2)
    }
  }

  /// The product screen.
  public enum Product {
    public static let addTitle = "New product"
    public static let editTitle = "Edit product"
    public static let namePlaceholder = "Name"
    public static let pricePlaceholder = "Price"
    public static let save = "Save"
    public static let cancel = "Cancel"
    public static let delete = "Delete"
    public static let nameRequired = "Name is required."
    public static let nameTooLong = "Name must be at most 60 characters."
    public static let priceRequired = "Price is required."
    public static let priceMalformed = "Enter a price like 12.50."
    public static let priceTooHigh = "Price must be at most 100,000.00."
    public static let deleteMessage = "This cannot be undone."
    /// The title of the alert for a save the catalog refused (Product rule 7).
    public static let notSavedTitle = "Not saved"
    /// The title of the alert for a delete the catalog refused (Product rule 7).
    public static let notDeletedTitle = "Not deleted"
    /// The message of both alerts for a catalog that cannot be written (Product rule 7).
    public static let writeFailedMessage = "The catalog could not be written. Try again."

    /// "A product named “X” already exists."
    public static func duplicateName(_ name: String) -> String {
      "A product named “\(name)” already exists."
    }

    /// "Delete “X”?"
    public static func deleteTitle(_ name: String) -> String {
      "Delete “\(name)”?"
    }
  }
}
