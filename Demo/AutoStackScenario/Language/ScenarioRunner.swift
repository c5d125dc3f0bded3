import Foundation

/// Runs scenarios: the language in which AutoStack's behaviour is scripted, shared in bug
/// reports and replayed by `autostack-demo --script FILE`.
///
/// A scenario is one command per line; `#` starts a comment:
///
///     container scroll 375       # new container: scroll (contentSize) or plain (frame height), width
///     view NAME HEIGHT [WIDTH]   # a view, not yet arranged; WIDTH matters for non-fill alignment
///     fixed NAME HEIGHT WIDTH    # a view that keeps this size whatever is written, like UISwitch
///     arrange NAME...            # arrange these views in the container, in this order
///     remove NAME                # removeFromSuperview(); noticed at the next reflow
///     release NAME               # drop the view; NAME may be declared again
///     spacing S                  # uniform spacing
///     spacing-after NAME S       # custom spacing after one view
///     insets TOP LEFT BOTTOM RIGHT
///     align fill|leading|center|trailing
///     hide NAME | show NAME      # isHidden
///     height NAME H              # frame height
///     bounds-height NAME H       # height set through bounds
///     autoresize NAME FLAGS      # autoresizing mask: none, or a comma-separated list of
///                                # flexible-top, flexible-height, flexible-bottom,
///                                # flexible-left, flexible-width, flexible-right
///     transform NAME S           # scale about the center, 1 for identity
///     width W                    # container width
///     content-inset TOP LEFT BOTTOM RIGHT  # scroll container only; narrows the content width
///     direction ltr|rtl          # the container's layout direction
///     scale S|none               # the display scale: origins and measured sizes on pixels
///     batch ... end              # changes in between reflow once, at `end`
///     animate MS ... end         # the same, inside `animate` over MS milliseconds: sections
///                                # shown, hidden, added or left out fade; `wait` moves them
///     stop                       # end the arrangement (views stay where they are)
///     print                      # NAME X Y W H [hidden] [alpha A], one line per arranged view
///                                # in order (alpha while not 1), then: content W H
///     stats                      # writes N reflows M measures K since the last stats
///     placeholder-view KIND NAME HEIGHT  # a placeholder view for empty, loading or failed,
///                                # of that height (used in plain containers)
///     state content|loading|failed  # the state, which picks the placeholder that shows
///     grace MS                   # the grace time, in milliseconds
///     min-show MS                # the minimum show time, in milliseconds
///     wait MS                    # let MS milliseconds pass on the scenario's clock
///     placeholder                # placeholder none, or placeholder KIND X Y W H
///
/// Every command drives the real ``AutoStack/AutoStackEngine`` through `SimulatedView` and
/// `SimulatedStack`. Numbers are read and printed as ``ScenarioNumber`` describes.
///
/// A line that cannot run stops the scenario: `error: line N: why` goes to standard error
/// and the exit code is `1`, after the lines before it ran. A diagnostic of the library
/// prints `warning: line N: …` and the scenario goes on. The rules for edge cases:
///
/// - `view` and `fixed` may come before `container`; every other command but `hide`, `show`,
///   `height`, `bounds-height`, `autoresize`, `transform`, `remove`, `release` and `wait`
///   needs a container first, and `content-inset` a scroll container. A view's WIDTH defaults
///   to `0`, and it starts at `x 0, y 0`. A `fixed` view keeps its size whatever is written;
///   origins written apply.
/// - `print` shows `frame`, which a `transform` scales about the center, as UIKit reports it;
///   AutoStack lays views out by their untransformed frames.
/// - `container` starts over with a new, empty container and default options (no spacing,
///   no insets, fill); declared views keep their frames and leave the old container. It is
///   an error inside a batch.
/// - A name used before `view` declared it, or declared twice, is an error. Naming a view
///   twice in `arrange` is not: the library reports the duplicate and arranges it once.
/// - `remove` and `release` print nothing and ask for no reflow. `remove` is the app's
///   `removeFromSuperview()`: as on iOS, the arrangement finds out at its next reflow, which
///   closes the gap and warns that the view was removed; until then `print` still lists the
///   view where it was. `release` drops the scenario's references to the view (also the one
///   `stop` kept for `print`), and its name may then be declared again, by any command that
///   declares views. A container the view is still a subview of keeps it, arranged, as a
///   superview retains its subviews; so does an arrangement that has it as a placeholder.
///   Otherwise the view is deallocated at once, and a new view may take its memory; the
///   arrangement, which never retains its views, drops it at its next reflow without a
///   warning. The app's usual order is `remove`, then `release`; ``maximumViews`` counts
///   released views too.
/// - `nan`, `inf` and negative values are accepted, so that scenarios can show how the
///   library handles them; finite numbers beyond ``ScenarioNumber/limit`` are errors.
/// - Geometry a layer refuses is an error on the line that sets it, where a device raises
///   `CALayerInvalidGeometry`: a NaN in a view's position, bounds or transform, also one
///   derived from a frame that reads back with a NaN origin (after an infinite height, say).
///   Infinities alone are accepted.
/// - `print` after `stop` still lists the views the arrangement left where they are.
/// - A scroll container shows ``scrollContainerHeight`` points, which its placeholder covers at
///   the content offset (0: the language does not scroll). A plain container's `content` line
///   counts the placeholder's height. `placeholder-view` declares its view as `view` does
///   (0 wide), so that `height` and `hide` reach it; it is never arranged. `container` starts
///   over with no placeholders, the state `content` and no grace or minimum show time.
/// - The scenario has one clock, from 0: `wait` advances it, running the grace and minimum
///   show times that fall due; nothing else moves it. Placeholders never fade here. `wait`
///   takes a finite number, 0 or more; `grace` and `min-show` take any number, a negative or
///   non-finite one counting as 0.
/// - `stats` counts from the container's creation, then from the last `stats`.
/// - `end` without `batch` is an error; so is a `batch` or `animate` still open at the end of
///   the script, reported on its line once every line after it ran. `animate` takes a finite
///   number, 0 or more; its fades run on the scenario's clock.
/// - Bytes that are not UTF-8 are decoded leniently (as U+FFFD) and reported as the words
///   they land in; no input crashes the runner, and ``maximumViews``,
///   ``maximumBatchDepth`` and ``maximumOutputLines`` bound what a script can build and print
///   (a script of `print` lines over many views would otherwise grow its output as the
///   product of the two).
@MainActor
public enum ScenarioRunner {
  // MARK: Public

  /// The height of a scroll container, which its placeholders cover: `667`, an iPhone's
  /// screen.
  public nonisolated static let scrollContainerHeight: CGFloat = 667

  /// The most views a scenario may declare, released ones included: ten thousand.
  public nonisolated static let maximumViews = 10_000

  /// How deep batches may nest: sixteen.
  public nonisolated static let maximumBatchDepth = 16

  /// The most lines a scenario may print, warnings included: a million.
  ///
  /// The line that goes past it is the scenario's last, reported as an error.
  public nonisolated static let maximumOutputLines = 1_000_000

  /// Runs `script` and returns what it printed and its exit code.
  public static func run(_ script: String) -> ScenarioResult {
    ScenarioSession(script: script).run()
  }

  /// Runs the script in `bytes`, decoding invalid UTF-8 leniently.
  public static func run(bytes: some Collection<UInt8>) -> ScenarioResult {
    run(String(decoding: bytes, as: UTF8.self))
  }
}
