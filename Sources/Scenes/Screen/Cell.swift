/// One terminal cell: a grapheme and its style. A wide grapheme takes its cell
/// and the next one, which is stored as a continuation (empty text, width 0).
public struct Cell: Hashable, Sendable {
    /// The grapheme shown, "" for the right half of a wide grapheme.
    public var text: String
    /// `width`, kept in a byte: cells are copied, compared and kept by the
    /// thousand, and smaller ones take fewer fresh pages of memory (a
    /// 200x60 screen 96 KB less).
    @usableFromInline var columns: Int8
    public var style: CellStyle

    /// Columns the grapheme takes: 1, 2, or 0 for a continuation.
    @inlinable public var width: Int {
        get { Int(columns) }
        set { columns = Int8(clamping: newValue) }
    }

    public init(_ text: String, width: Int = 1, style: CellStyle = .plain) {
        self.text = text
        columns = Int8(clamping: width)
        self.style = style
    }

    /// A blank cell in a style.
    public static func blank(_ style: CellStyle = .plain) -> Cell { Cell(" ", style: style) }

    @inlinable public var isContinuation: Bool { width == 0 }

    /// Compared and hashed field by field where it is used (inlinable), as
    /// `CellStyle` is: rows of cells are compared a cell at a time.
    @inlinable public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.columns == rhs.columns && lhs.style == rhs.style && lhs.text == rhs.text
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(width)
        hasher.combine(style)
    }
}
