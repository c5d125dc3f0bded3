import AutoStack
import Foundation

/// One thing an app can do to an arrangement, its views or its container, decoded from fuzz
/// bytes.
///
/// Views and containers are slots in ``EngineWorld``; a view slot equal to the number of
/// views stands for the container itself, which an app may pass by mistake.
enum EngineOperation {
  /// `SimulatedStack.arrange(in:subviews:options:)` with `options`, or, when it is `nil` and
  /// the slot has an arrangement already, `engine.arrange(_:)` keeping the options.
  case arrange(container: Int, views: [Int], options: AutoStackOptions?)
  case setHidden(view: Int, Bool)
  /// The height set through `frame`, or through `bounds` (which keeps the center).
  case setHeight(view: Int, CGFloat, throughBounds: Bool)
  case setWidth(view: Int, CGFloat)
  /// The app moves a view itself; AutoStack must put it back.
  case setY(view: Int, CGFloat)
  case setContainerWidth(container: Int, CGFloat, throughBounds: Bool)
  case setSpacing(container: Int, CGFloat)
  case setInsets(container: Int, AutoStackInsets)
  case setAlignment(container: Int, AutoStackAlignment)
  case setCustomSpacing(container: Int, view: Int, CGFloat?)
  /// Opens a batch: the operations up to the matching ``endBatch`` run inside it.
  case batch(container: Int)
  case endBatch
  case stop(container: Int)
  case setNeedsReflow(container: Int)
  /// The app removes a view from its superview, which no observation reports.
  case removeFromSuperview(view: Int)
  /// The app adds a view to a container itself, taking it from wherever it was.
  case addSubview(view: Int, container: Int)
  /// The app lets go of a view; a new one takes its slot.
  case replaceView(view: Int)
  /// The app lets go of a container; a new one takes its slot, and the old arrangement stays
  /// reachable until the slot is arranged again.
  case replaceContainer(container: Int)
  /// From now on, each change of `view` also changes `target`, from inside the
  /// notification: re-entrancy, as when a view resizes another when it moves.
  case react(view: Int, target: Int, height: CGFloat?, toggleHidden: Bool)

  /// The most views one `arrange` names, repeats and the container included.
  static let maximumArrangedCount = 12

  /// Decodes the next operation for a world of `viewCount` views and `containerCount`
  /// containers.
  static func decode(from bytes: inout FuzzBytes, viewCount: Int, containerCount: Int) -> Self {
    func view() -> Int { bytes.index(below: viewCount) }
    func viewOrContainer() -> Int { bytes.index(below: viewCount + 1) }
    func container() -> Int { bytes.index(below: containerCount) }
    switch bytes.index(below: 20) {
    case 0, 1:
      let container = container()
      let views = (0..<bytes.index(below: maximumArrangedCount + 1)).map { _ in viewOrContainer() }
      return .arrange(container: container, views: views, options: decodeOptions(from: &bytes))
    case 2, 3: return .setHidden(view: view(), bytes.bool())
    case 4, 5: return .setHeight(view: view(), bytes.length(), throughBounds: bytes.bool())
    case 6: return .setWidth(view: view(), bytes.length())
    case 7: return .setY(view: view(), bytes.length())
    case 8:
      return .setContainerWidth(
        container: container(), bytes.length(), throughBounds: bytes.bool())
    case 9: return .setSpacing(container: container(), signed(bytes.length(), &bytes))
    case 10:
      let insets = AutoStackInsets(
        top: bytes.length(), left: bytes.length(), bottom: bytes.length(), right: bytes.length())
      return .setInsets(container: container(), insets)
    case 11:
      let alignments = AutoStackAlignment.allCases
      return .setAlignment(container: container(), alignments[bytes.index(below: alignments.count)])
    case 12:
      let container = container()
      let view = viewOrContainer()
      return .setCustomSpacing(
        container: container, view: view, bytes.bool() ? signed(bytes.length(), &bytes) : nil)
    case 13: return .batch(container: container())
    case 14: return bytes.bool() ? .endBatch : .setNeedsReflow(container: container())
    case 15: return .stop(container: container())
    case 16:
      return bytes.bool()
        ? .removeFromSuperview(view: view()) : .addSubview(view: view(), container: container())
    case 17:
      return bytes.bool() ? .replaceView(view: view()) : .replaceContainer(container: container())
    case 18:
      return .react(
        view: view(), target: view(), height: bytes.bool() ? bytes.length() : nil,
        toggleHidden: bytes.bool())
    default:  // 19: hiding and showing, the commonest change, twice as often
      return .setHidden(view: view(), bytes.bool())
    }
  }

  // MARK: Private

  private static func decodeOptions(from bytes: inout FuzzBytes) -> AutoStackOptions? {
    guard bytes.bool() else { return nil }
    let alignments = AutoStackAlignment.allCases
    return AutoStackOptions(
      spacing: signed(bytes.length(), &bytes),
      insets: AutoStackInsets(
        top: bytes.length(), left: bytes.length(), bottom: bytes.length(), right: bytes.length()),
      alignment: alignments[bytes.index(below: alignments.count)])
  }

  /// `value`, negated half of the time: spacing may be negative and overlap views.
  private static func signed(_ value: CGFloat, _ bytes: inout FuzzBytes) -> CGFloat {
    bytes.bool() ? -value : value
  }
}
