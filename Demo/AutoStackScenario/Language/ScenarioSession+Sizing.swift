import AutoStack
import AutoStackSimulator
import Foundation

extension ScenarioSession {
  /// Arranges `subviews` in `container`, the labels among them with fitting sizing, in one
  /// reflow: what `arrange` does.
  func arrangeSizingLabels(_ subviews: [SimulatedView], in container: SimulatedView) {
    let engine = SimulatedStack.attached(to: container).engine
    engine.performBatch {
      SimulatedStack.arrange(in: container, subviews: subviews)
      // The views arranged, without the ones skipped and reported.
      for view in engine.arrangedViews where view.text != nil {
        engine.setSizing(.fitting, for: view)
      }
    }
  }

  /// Gives every label among `views` the text size `hundredths`, as UIKit gives each label its
  /// new font before the arrangement hears of the change.
  func setFontScale(_ hundredths: Int, of views: some Sequence<SimulatedView>) {
    for view in views where view.text != nil { view.text?.scaleHundredths = hundredths }
  }
}
