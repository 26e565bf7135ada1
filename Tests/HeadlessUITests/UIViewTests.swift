import Assertions
import Foundation
import Testing

@testable import HeadlessUI

struct UIViewTests {
  @Test func addSubviewSetsTheSuperviewAndMovesAViewBetweenParents() {
    let first = UIView()
    let second = UIView()
    let child = UIView()
    first.addSubview(child)
    #expect(child.superview === first)
    second.addSubview(child)
    #expect(child.superview === second)
    #expect(first.subviews.isEmpty)
    assertEqual(second.subviews.count, 1)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(second.subviews.isEmpty)
  }

  @Test func viewWithTagSearchesDepthFirstIncludingItself() {
    let root = UIView()
    root.tag = 1
    let a = UIView()
    let b = UILabel()
    b.tag = 7
    a.addSubview(b)
    root.addSubview(a)
    #expect(root.viewWithTag(1) === root)
    #expect(root.viewWithTag(7) === b)
    #expect(root.viewWithTag(9) == nil)
  }

  @Test func uiViewInitUsesAZeroFrameAndFrameSetsBounds() {
    let view = UIView()
    assertEqual(view.frame, .zero)
    view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    assertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    assertEqual(view.layer.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
    assertEqual(view.center, CGPoint(x: 60, y: 45))
  }

  @Test func defaultLayoutStacksVisibleSubviewsVerticallyAndGivesTheRestToFlexibleOnes() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let label = UILabel()
    label.text = "Hi"
    let hidden = UIButton()
    hidden.isHidden = true
    let field = UITextField()
    let flexible = UIView()
    [label, hidden, field, flexible].forEach(root.addSubview)
    root.layoutIfNeeded()
    assertEqual(label.frame, CGRect(x: 0, y: 0, width: 300, height: 20))
    assertEqual(field.frame, CGRect(x: 0, y: 20, width: 300, height: 34))
    assertEqual(flexible.frame, CGRect(x: 0, y: 54, width: 300, height: 146))
  }

  @Test func layerKeepsBorderCornersAndSublayers() {
    let view = UIView()
    let border = CALayer()
    #expect(view.layer.sublayers == nil)
    view.layer.addSublayer(border)
    view.layer.borderWidth = 1
    view.layer.borderColor = UIColor.red.cgColor
    view.layer.cornerRadius = 4
    view.layer.masksToBounds = true
    assertEqual(view.layer.sublayers?.count, 1)
    #expect(border.superlayer === view.layer)
    assertEqual(view.layer.borderColor, UIColor.red.cgColor)
    #expect(view.clipsToBounds)
    border.removeFromSuperlayer()
    #expect(view.layer.sublayers == nil)
  }

  @Test func colorsCompareByComponents() {
    assertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1), .red)
    assertEqual(UIColor(white: 0, alpha: 1), .black)
    #expect(UIColor.red != .systemRed)
    assertEqual(UIColor(cgColor: UIColor.systemBlue.cgColor), .systemBlue)
    let label = UILabel()
    label.textColor = .red
    assertEqual(label.textColor, .red)
  }

  @Test func fontsKnowTheirSizeAndWeight() {
    assertEqual(UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 17))
    #expect(UIFont.boldSystemFont(ofSize: 17) != UIFont.systemFont(ofSize: 17))
    assertEqual(UIFont.preferredFont(forTextStyle: .title1).pointSize, 28)
  }

  @Test func activityIndicatorIsHiddenWhileStoppedByDefault() {
    let spinner = UIActivityIndicatorView(style: .medium)
    #expect(spinner.isHidden)
    spinner.startAnimating()
    #expect(!spinner.isHidden)
    #expect(spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
  }

  @Test func stackViewArrangesAndForgetsRemovedSubviews() {
    let a = UILabel()
    let b = UILabel()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    assertEqual(stack.arrangedSubviews.count, 2)
    assertEqual(stack.subviews.count, 2)
    b.removeFromSuperview()
    assertEqual(stack.arrangedSubviews.count, 1)
  }

  @Test func imageNamedRemembersItsName() throws {
    let image = try #require(UIImage(named: "logo"))
    let view = UIImageView(image: image)
    assertEqual(view.image?.name, "logo")
    #expect(UIImage(named: "") == nil)
  }

  @Test func indexPathHasRowAndSection() {
    var path = IndexPath(row: 3, section: 1)
    assertEqual(path.row, 3)
    assertEqual(path.section, 1)
    path.row = 4
    assertEqual(path, IndexPath(row: 4, section: 1))
  }
}
