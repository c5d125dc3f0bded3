import AutoStackSimulator
import Foundation
import Testing

@testable import AutoStack

/// When passes run: the dirty range, batches and the pass in progress.
///
/// The engine-level tests use a scroll view 375 wide with four views:
///
///     v0   10    y   0
///     v1   20    y  10
///     v2   30    y  30
///     v3   40    y  60      content height 100
@MainActor
@Suite struct ReflowSchedulerTests {}

extension ReflowSchedulerTests {
  private func arranged() -> EngineFixture {
    let f = EngineFixture(heights: [10, 20, 30, 40])
    f.arrange()
    return f
  }

  private struct Failure: Error {}

  // MARK: - The scheduler alone

  @Test("the dirty range starts at the lowest index marked, and taking it clears it")
  func dirtyRange() {
    var scheduler = ReflowScheduler()
    #expect(scheduler.dirtyFrom == nil)
    #expect(!scheduler.hasWork)
    scheduler.markDirty(from: 5)
    scheduler.markDirty(from: 2)
    scheduler.markDirty(from: 7)
    #expect(scheduler.hasWork)
    let first = scheduler.takeDirty()
    let second = scheduler.takeDirty()
    #expect(first == 2)
    #expect(second == nil)
    #expect(!scheduler.hasWork)
  }

  @Test("each request is taken once, and clearing the requests keeps the dirty views")
  func requests() {
    var scheduler = ReflowScheduler()
    scheduler.request(.finish)
    scheduler.request([.visibility, .finish])
    let taken = [
      scheduler.take(.finish), scheduler.take(.finish), scheduler.take(.scrollEndCheck),
    ]
    #expect(taken == [true, false, false])
    scheduler.markDirty(from: 3)
    scheduler.clearRequests()
    #expect(scheduler.requests.isEmpty)
    #expect(scheduler.dirtyFrom == 3)
    scheduler.clearWork()
    #expect(!scheduler.hasWork)
  }

  @Test("a change inside a batch waits for the batch's end, also from another view's handler")
  func noPassInsideBatch() {
    let f = arranged()
    let reflows = f.engine.statistics.reflows
    f.views[0].addObserver(f) { [weak below = f.views[3]] _ in below?.frame.size.height = 50 }
    f.engine.performBatch {
      f.views[0].frame.size.height = 15
      #expect(f.engine.statistics.reflows == reflows)
      #expect(f.ys == [0, 10, 30, 60] as [CGFloat])
    }
    #expect(f.engine.statistics.reflows == reflows + 1)
    #expect(f.ys == [0, 15, 35, 65] as [CGFloat])
    #expect(f.contentHeight == 115 as CGFloat)
  }

  // MARK: - Batches

  @Test("many changes inside one batch cause exactly one pass, at its end")
  func oneReflowPerBatch() {
    let f = arranged()
    let before = f.engine.statistics
    f.engine.performBatch {
      f.views[3].frame.size.height = 45
      f.views[0].isHidden = true
      f.views[2].bounds.size.height = 10
      f.container.frame.size.width = 320
      f.engine.options.spacing = 2
      f.engine.setCustomSpacing(6, after: f.views[1])
      f.engine.setNeedsReflow()
      #expect(f.engine.statistics == before)
      #expect(f.ys == [0, 10, 45 - 10 / 2, 60] as [CGFloat])
    }
    #expect(f.engine.statistics.reflows == before.reflows + 1)
    #expect(f.ys == [0, 0, 20 + 6, 26 + 10 + 2] as [CGFloat])
    #expect(f.contentHeight == 38 + 45 as CGFloat)
    expectReferenceLayout(of: f.stack)
  }

  @Test("nested batches reflow once, when the outermost one ends")
  func nestedBatches() {
    let f = arranged()
    let reflows = f.engine.statistics.reflows
    f.engine.performBatch {
      f.views[0].frame.size.height = 20
      f.engine.performBatch {
        f.views[1].frame.size.height = 30
        f.engine.performBatch { f.views[2].isHidden = true }
      }
      #expect(f.engine.statistics.reflows == reflows)
      #expect(f.ys == [0, 10, 30, 60] as [CGFloat])
    }
    #expect(f.engine.statistics.reflows == reflows + 1)
    #expect(f.ys == [0, 20, 50, 50] as [CGFloat])
  }

  @Test("a batch writes each frame at most once, and only those that end up different")
  func batchWritesOnce() {
    let f = arranged()
    let sets = f.frameSetCounts
    f.engine.performBatch {
      f.views[0].frame.size.height = 15
      f.views[1].frame.size.height = 25
      f.views[1].frame.size.height = 20
      f.views[0].frame.size.height = 10
      f.views[0].isHidden = true
      f.views[0].isHidden = false
    }
    // Every change was undone: only the app's own six sets happened.
    #expect(zip(f.frameSetCounts, sets).map { $0 - $1 } == [2, 2, 0, 0])
  }

  @Test("toggling the same view many times within one batch ends in its last state")
  func toggleManyTimes() {
    let f = arranged()
    let reflows = f.engine.statistics.reflows
    let sets = f.frameSetCounts
    f.engine.performBatch {
      for _ in 0..<1_001 { f.views[1].isHidden.toggle() }
    }
    #expect(f.views[1].isHidden)
    #expect(f.ys == [0, 10, 10, 40] as [CGFloat])
    #expect(f.engine.statistics.reflows == reflows + 1)
    #expect(zip(f.frameSetCounts, sets).map { $0 - $1 } == [0, 0, 1, 1])
  }

  @Test("a batch that throws still reflows at its end")
  func throwingBatch() {
    let f = arranged()
    #expect(throws: Failure.self) {
      try f.engine.performBatch {
        f.views[0].frame.size.height = 50
        throw Failure()
      }
    }
    #expect(f.ys == [0, 50, 70, 100] as [CGFloat])
  }

  @Test("a batch returns what its closure returns")
  func batchResult() {
    let f = arranged()
    let result = f.engine.performBatch { () -> Int in
      f.views[0].frame.size.height = 50
      return 42
    }
    #expect(result == 42)
  }

  @Test("a batch with no change runs no pass")
  func emptyBatch() {
    let f = arranged()
    let reflows = f.engine.statistics.reflows
    f.engine.performBatch {}
    #expect(f.engine.statistics.reflows == reflows)
  }

  @Test("an arrangement made inside a batch is laid out when the batch ends")
  func arrangeInsideBatch() {
    let f = EngineFixture(heights: [10, 20])
    f.engine.performBatch {
      f.arrange()
      #expect(f.engine.contentSize == nil)
      f.views[0].frame.size.height = 15
    }
    #expect(f.ys == [0, 15] as [CGFloat])
    #expect(f.engine.statistics.reflows == 1)
  }

  @Test("a batch of one engine does not hold back another engine")
  func batchesArePerEngine() {
    let first = arranged()
    let second = arranged()
    first.engine.performBatch {
      second.views[0].frame.size.height = 30
      #expect(second.ys == [0, 30, 50, 80] as [CGFloat])
    }
  }
}
