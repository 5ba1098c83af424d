/// One terminal cell: a grapheme and its style. A wide grapheme takes its cell
/// and the next one, which is stored as a continuation (empty text, width 0).
/// Plain bytes all through (`CellText`): copied, compared and thrown away
/// as they are, by the thousand.
public struct Cell: Hashable, Sendable {
    /// The grapheme shown, as bytes; `text` is it as a string.
    public var grapheme: CellText
    /// `width`, kept in a byte: cells are copied, compared and kept by the
    /// thousand, and smaller ones take fewer fresh pages of memory.
    @usableFromInline var columns: Int8
    public var style: CellStyle

    /// The grapheme shown, "" for the right half of a wide grapheme.
    public var text: String {
        get { grapheme.string }
        set { grapheme = CellText(newValue) }
    }

    /// Columns the grapheme takes: 1, 2, or 0 for a continuation.
    @inlinable public var width: Int {
        get { Int(columns) }
        set { columns = Int8(clamping: newValue) }
    }

    public init(_ text: String, width: Int = 1, style: CellStyle = .plain) {
        self.init(CellText(text), width: width, style: style)
    }

    public init(_ grapheme: CellText, width: Int = 1, style: CellStyle = .plain) {
        self.grapheme = grapheme
        columns = Int8(clamping: width)
        self.style = style
    }

    /// A blank cell in a style.
    public static func blank(_ style: CellStyle = .plain) -> Cell { Cell(CellText.space, style: style) }

    @inlinable public var isContinuation: Bool { width == 0 }

    /// Compared and hashed field by field where it is used (inlinable), as
    /// `CellStyle` is: rows of cells are compared a cell at a time.
    @inlinable public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.columns == rhs.columns && lhs.style == rhs.style && lhs.grapheme == rhs.grapheme
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(grapheme)
        hasher.combine(width)
        hasher.combine(style)
    }
}
