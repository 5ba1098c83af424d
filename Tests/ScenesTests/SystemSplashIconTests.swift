import Scenes
import Testing

/// The Android splash-screen guide: an icon with an icon background is
/// 240 x 240 dp and shows through a 160 dp circle; an animated icon runs no
/// longer than 1,000 ms on phones. The phone's screen is taken as 390 dp wide.
@Suite struct SystemSplashIconTests {
    /// The disc's cells in a phone of `size` showing `screen`: the columns of
    /// its widest row and the rows it takes.
    func disc(_ screen: PhoneScreen, phone size: Size) -> (columns: Int, rows: Int) {
        let buffer = Phone().render(PaneState(screen, drawer: .system), size: size)
        var widest = 0, rows = 0
        for y in 0..<size.height {
            let cells = (0..<size.width).filter {
                buffer[$0, y].text == Glyphs.unicode.iconDisc
                    || buffer[$0, y].style.attributes.contains(.reverse)
            }
            widest = max(widest, cells.count)
            if !cells.isEmpty { rows += 1 }
        }
        return (widest, rows)
    }

    @Test(arguments: [Size(width: 32, height: 15), Size(width: 33, height: 20), Size(width: 50, height: 30), Size(width: 70, height: 40)])
    func theCircleIs160dpOfA390dpScreenAtEverySize(phone: Size) {
        let screenWidth = phone.width - 2
        let measured = disc(.systemSplash, phone: phone)
        // 160 dp of 390, in columns; cells twice as tall as wide, so half that in rows.
        let columns = Double(160 * screenWidth) / 390
        #expect(abs(Double(measured.columns) - columns) <= 1)
        #expect(abs(Double(measured.rows) - columns / 2) <= 1)
        // Two thirds of the 240 dp icon it belongs to.
        #expect(abs(Double(measured.columns) - Double(240 * screenWidth) / 390 * 2 / 3) <= 1)
    }

    @Test func theAnimatedIconFillsForAtMostOneSecondThenHolds() {
        var conditions = LaunchConditions()
        conditions.platform = .android
        conditions.splashIcon = .animated
        conditions.appReady = .ms(2000)
        let timetable = LaunchStyle.contentFirst.timetable(for: conditions)
        let phone = Size(width: 32, height: 15)
        let rows = { (time: Int) in disc(timetable.state(at: .ms(time)).screen, phone: phone).rows }
        // It fills from nothing, a tenth each 100 ms, and is whole at 1 s.
        #expect(rows(0) == 0)
        #expect(rows(500) > rows(0) && rows(500) < rows(1000))
        #expect(rows(1000) == disc(.systemSplash, phone: phone).rows)
        // From 1 s on nothing on the splash moves, though it stays until 2 s.
        #expect(timetable.state(at: .ms(1000)) == timetable.state(at: .ms(1990)))
        #expect(timetable.nextChange(after: .ms(1000)) == .ms(2000))
        #expect(timetable.nextChange(after: .ms(900)) == .ms(1000))
    }

    @Test func theStillIconIsTheDefaultAndOnlyAndroidDrawsIt() {
        #expect(LaunchConditions().splashIcon == .still)
        var conditions = LaunchConditions()
        conditions.splashIcon = .animated
        #expect(LaunchStyle.contentFirst.timetable(for: conditions).state(at: .zero).screen != .animatedSystemSplash(step: 0))
        conditions.platform = .android
        #expect(LaunchStyle.contentFirst.timetable(for: conditions).state(at: .zero).screen == .animatedSystemSplash(step: 0))
    }
}
