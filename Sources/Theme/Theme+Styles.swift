import HeadlessUI

extension Theme {
  /// A screen's root view.
  public struct Screen: Style {
    /// Gives `view` this look (views of another kind are left alone).
    public func apply(to view: UIView) {
      view.backgroundColor = .systemBackground
    }
  }

  /// A screen's title.
  public struct TitleLabel: Style {
    /// Gives `view` this look (views of another kind are left alone).
    public func apply(to view: UIView) {
      guard let label = view as? UILabel else { return }
      label.font = .boldSystemFont(ofSize: 28)
      label.textColor = .label
      label.numberOfLines = 1
    }
  }

  /// Body and summary text.
  public struct BodyLabel: Style {
    /// Gives `view` this look (views of another kind are left alone).
    public func apply(to view: UIView) {
      guard let label = view as? UILabel else { return }
      label.font = .systemFont(ofSize: 17)
      label.textColor = .secondaryLabel
      label.numberOfLines = 0
    }
  }

  /// A text field.
  public struct TextField: Style {
    /// Gives `view` this look (views of another kind are left alone).
    public func apply(to view: UIView) {
      guard let field = view as? UITextField else { return }
      field.borderStyle = .roundedRect
      field.font = .systemFont(ofSize: 17)
      field.textColor = .label
    }
  }

  /// The screen's main action.
  public struct PrimaryButton: Style {
    /// Gives `view` this look (views of another kind are left alone).
    public func apply(to view: UIView) {
      guard let button = view as? UIButton else { return }
      button.backgroundColor = .systemBlue
      button.setTitleColor(.white, for: .normal)
      button.setTitleColor(UIColor.white.withAlphaComponent(0.5), for: .disabled)
      button.layer.cornerRadius = 8
    }
  }

  /// A lesser action.
  public struct SecondaryButton: Style {
    /// Gives `view` this look (views of another kind are left alone).
    public func apply(to view: UIView) {
      guard let button = view as? UIButton else { return }
      button.backgroundColor = .clear
      button.setTitleColor(.systemBlue, for: .normal)
      button.setTitleColor(.systemGray, for: .disabled)
    }
  }

  /// An action that deletes.
  public struct DestructiveButton: Style {
    /// Gives `view` this look (views of another kind are left alone).
    public func apply(to view: UIView) {
      guard let button = view as? UIButton else { return }
      button.backgroundColor = .clear
      button.setTitleColor(.systemRed, for: .normal)
      button.setTitleColor(.systemGray, for: .disabled)
    }
  }

  /// A validation message.
  public struct ErrorLabel: Style {
    /// Gives `view` this look (views of another kind are left alone).
    public func apply(to view: UIView) {
      guard let label = view as? UILabel else { return }
      label.font = .systemFont(ofSize: 13)
      label.textColor = .systemRed
      label.numberOfLines = 0
    }
  }

  /// A segmented control.
  public struct SegmentedControl: Style {
    /// Gives `view` this look (views of another kind are left alone).
    public func apply(to view: UIView) {
      (view as? UISegmentedControl)?.selectedSegmentTintColor = .systemBlue
    }
  }

  /// A spinner.
  public struct ActivityIndicator: Style {
    /// Gives `view` this look (views of another kind are left alone).
    public func apply(to view: UIView) {
      guard let spinner = view as? UIActivityIndicatorView else { return }
      spinner.indicatorStyle = .medium
      spinner.color = .gray
    }
  }

  /// A table.
  public struct List: Style {
    /// Gives `view` this look (views of another kind are left alone).
    public func apply(to view: UIView) {
      guard let table = view as? UITableView else { return }
      table.separatorStyle = .singleLine
      table.rowHeight = 44
    }
  }
}
