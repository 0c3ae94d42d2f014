import Foundation
import Testing
@testable import TableSpec

@Suite("ThreadSlot: one object per thread, lent and given back")
struct ThreadSlotTests {
    final class Box: Sendable {}

    /// A weak reference the other thread fills in; read after it signalled.
    final class Watch: @unchecked Sendable {
        weak var box: Box?
    }

    @Test func anEmptySlotLendsNothing() {
        let slot = ThreadSlot<Box>()
        #expect(slot.take() == nil)
    }

    @Test func whatIsPutIsTakenOnceOnTheSameThread() {
        let slot = ThreadSlot<Box>()
        let box = Box()
        slot.put(box)
        #expect(slot.take() === box)
        #expect(slot.take() == nil)
    }

    @Test func aFullSlotKeepsItsObjectAndReleasesTheOther() {
        let slot = ThreadSlot<Box>()
        let kept = Box()
        slot.put(kept)
        weak var dropped: Box?
        do {
            let other = Box()
            dropped = other
            slot.put(other)
        }
        #expect(dropped == nil)
        #expect(slot.take() === kept)
    }

    @Test func eachThreadHasItsOwnSlotAndItsObjectGoesWithIt() {
        let slot = ThreadSlot<Box>()
        let mine = Box()
        slot.put(mine)
        let theirs = Watch()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            #expect(slot.take() == nil)
            let box = Box()
            theirs.box = box
            slot.put(box)
            done.signal()
        }
        thread.start()
        done.wait()
        // The thread's object is released when the thread exits.
        for _ in 0..<200 where theirs.box != nil { usleep(5_000) }
        #expect(theirs.box == nil)
        #expect(slot.take() === mine)
    }
}
