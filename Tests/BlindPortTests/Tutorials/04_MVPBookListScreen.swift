// Imitates: a Medium "MVP in iOS with Swift" article: a passive view protocol, a presenter that
// holds a weak view and a service protocol, a view controller that forwards events.
import UIKit

struct Book: Equatable {
  let title: String
  let author: String
}

protocol BookService {
  func fetchBooks(completion: @escaping ([Book]) -> Void)
}

protocol BookListView: AnyObject {
  func startLoading()
  func finishLoading()
  func setBooks(_ books: [BookViewData])
  func setEmptyBooks()
  func showDetail(title: String, message: String)
}

struct BookViewData: Equatable {
  let title: String
  let subtitle: String
}

class BookListPresenter {
  private let bookService: BookService
  weak private var view: BookListView?
  private var books: [Book] = []

  init(bookService: BookService) {
    self.bookService = bookService
  }

  func attachView(_ view: BookListView) {
    self.view = view
  }

  func detachView() {
    view = nil
  }

  func getBooks() {
    view?.startLoading()
    bookService.fetchBooks { [weak self] books in
      guard let self = self else { return }
      self.view?.finishLoading()
      self.books = books
      if books.isEmpty {
        self.view?.setEmptyBooks()
      } else {
        let viewData = books.map { BookViewData(title: $0.title, subtitle: "by \($0.author)") }
        self.view?.setBooks(viewData)
      }
    }
  }

  func didSelectBook(at index: Int) {
    guard books.indices.contains(index) else { return }
    let book = books[index]
    view?.showDetail(title: book.title, message: "Written by \(book.author)")
  }
}

class BookListViewController: UIViewController {
  let tableView = UITableView()
  let activityIndicator = UIActivityIndicatorView(style: .large)
  let emptyLabel = UILabel()
  private let presenter: BookListPresenter
  private var booksToDisplay = [BookViewData]()

  init(presenter: BookListPresenter) {
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    view = UIView()
    view.backgroundColor = .systemBackground
    tableView.translatesAutoresizingMaskIntoConstraints = false
    activityIndicator.translatesAutoresizingMaskIntoConstraints = false
    emptyLabel.translatesAutoresizingMaskIntoConstraints = false
    emptyLabel.text = "No books yet"
    emptyLabel.textAlignment = .center
    emptyLabel.isHidden = true
    view.addSubview(tableView)
    view.addSubview(activityIndicator)
    view.addSubview(emptyLabel)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      activityIndicator.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      activityIndicator.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      emptyLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      emptyLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Books"
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "BookCell")
    presenter.attachView(self)
    presenter.getBooks()
  }
}

extension BookListViewController: UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return booksToDisplay.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "BookCell")
    let book = booksToDisplay[indexPath.row]
    cell.textLabel?.text = book.title
    cell.detailTextLabel?.text = book.subtitle
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    presenter.didSelectBook(at: indexPath.row)
  }
}

extension BookListViewController: BookListView {
  func startLoading() {
    activityIndicator.startAnimating()
  }

  func finishLoading() {
    activityIndicator.stopAnimating()
  }

  func setBooks(_ books: [BookViewData]) {
    booksToDisplay = books
    tableView.isHidden = false
    emptyLabel.isHidden = true
    tableView.reloadData()
  }

  func setEmptyBooks() {
    tableView.isHidden = true
    emptyLabel.isHidden = false
  }

  func showDetail(title: String, message: String) {
    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Close", style: .cancel))
    present(alert, animated: true)
  }
}
