import AutoStack
import Foundation

/// One line of a scenario, parsed.
enum ScenarioCommand: Equatable {
  /// The kind of container a scenario arranges in.
  enum ContainerKind: String {
    /// A scroll view: arranging sets its content size.
    case scroll
    /// A plain view: arranging sets its frame height.
    case plain
  }

  /// A container's layout direction, as `direction` names it.
  enum Direction: String {
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl
  }

  case container(ContainerKind, width: CGFloat)
  case view(name: String, height: CGFloat, width: CGFloat)
  case fixed(name: String, height: CGFloat, width: CGFloat)
  case arrange([String])
  /// The app removes the view from its superview, as `removeFromSuperview()` does.
  case remove(String)
  /// The scenario drops its reference to the view; the name can be declared again.
  case release(String)
  case spacing(CGFloat)
  case spacingAfter(String, CGFloat)
  case insets(AutoStackInsets)
  case align(AutoStackAlignment)
  case hide(String)
  case show(String)
  case height(String, CGFloat)
  case boundsHeight(String, CGFloat)
  case autoresize(String, AutoStackAutoresizingMask)
  case transform(String, CGFloat)
  case width(CGFloat)
  case axis(AutoStackAxis)
  case containerHeight(CGFloat)
  case frameWidth(String, CGFloat)
  case boundsWidth(String, CGFloat)
  case scrollX(CGFloat)
  case contentInset(AutoStackInsets)
  case direction(Direction)
  /// The display scale, or `nil` for none.
  case scale(CGFloat?)
  case batch
  /// `animate MS`: the lines until `end` run inside `animate`, over MS milliseconds.
  case animate(CGFloat)
  case end
  case stop
  case print
  case stats
  case placeholderView(AutoStackPlaceholderKind, name: String, height: CGFloat)
  case state(AutoStackState)
  /// The grace time, in milliseconds.
  case grace(CGFloat)
  /// The minimum show time, in milliseconds.
  case minimumShow(CGFloat)
  /// Milliseconds to let pass on the scenario's clock.
  case wait(CGFloat)
  case placeholder
  /// A simulated label with fitting sizing and this many characters of text.
  case text(name: String, characters: Int)
  /// A label's new number of characters, its size then invalidated.
  case textSet(String, characters: Int)
  /// The text size, in hundredths of the normal size, as a Dynamic Type change sets it.
  case fontScale(hundredths: Int)
  /// The scroll container's visible height.
  case viewport(CGFloat)
  /// The content offset's y.
  case scroll(CGFloat)
  case offset
  case anchoring(Bool)
  case watch
  case trace(Bool)
  case sticky(String, Bool)
  /// Scrolls to a section, not animated, or animated over 0.3 s of the scenario's clock.
  case scrollTo(String, AutoStackScrollPosition, animated: Bool = false)
  case current
  case spy
}
