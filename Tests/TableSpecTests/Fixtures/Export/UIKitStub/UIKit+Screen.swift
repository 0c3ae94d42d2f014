// Part of the UIKit stand-in (see UIKit.swift for what it is and why).
import Foundation

// MARK: - The screen: which rows have cells

/// How many rows fit on the screen and which are on it. By default every row is (each has a
/// cell); a test that sets ``standInScreenRows`` gets UIKit's reuse of the cells of rows
/// scrolled off for rows scrolled on. ``fill()`` (UIKit+TableView.swift) obtains and gives
/// back the cells.
extension UITableView {
    /// Stand-in only: how many rows fit on the screen. Nil (the default): every row is on
    /// screen, with a cell. A number: only that many rows, from ``standInScroll(to:)``'s (the
    /// first row at first), in index path order across sections, have cells; the others have
    /// none (`cellForRow(at:)` is nil, reconfiguring one asks nothing), until a scroll brings
    /// them on screen and the cells of the rows it takes off go back to the reuse pool, to be
    /// dequeued for the rows coming on (UIKit's reuse). Rows inserted above push rows off.
    public var standInScreenRows: Int? {
        get { screenRows }
        set {
            screenRows = newValue
            if isLoaded { lastCellRequests = []; fill() }
        }
    }

    /// Stand-in only: the user scrolls until the row at `indexPath` is the first on screen
    /// (as far as the rows go): the rows leaving give their cells back, then the rows coming
    /// on get cells from the data source (``lastCellRequests``). No `willDisplay` or
    /// `didEndDisplaying`: ``standInDisplay(at:)`` says which rows a test shows.
    public func standInScroll(to indexPath: IndexPath) {
        guard requireRow(indexPath, "scroll to") else { return }
        let total = sections.reduce(0) { $0 + $1.rows.count }
        let global = sections[..<indexPath.section].reduce(0) { $0 + $1.rows.count } + indexPath.row
        firstRowOnScreen = max(0, min(global, total - (screenRows ?? total)))
        lastCellRequests = []
        fill()
    }

    /// Whether the row at position `global` (in index path order across sections) is on screen.
    func isOnScreen(_ global: Int) -> Bool {
        guard let count = screenRows else { return true }
        return global >= firstRowOnScreen && global < firstRowOnScreen + count
    }
}
