extension Juice {
    /// Other names a person may call this juice by, beside its identifier and ``names``: for a
    /// classic juice, the names the original app gave it (`딸기바나나 주스`, `키위망고 주스`,
    /// `kiwiMangoJuice`), the full names its Korean short name stands for (`망고키위 주스`), and
    /// for a one-fruit juice its fruit's Korean name (`딸기`), as its identifier is the fruit's
    /// English name (`strawberry`); none for any other juice, even one that borrows a classic
    /// identifier.
    ///
    /// A ``JuiceMenu`` finds a juice by these (and by them without 주스 or 쥬스: `망고 키위`) only
    /// where no other juice of the menu is called so.
    var otherNames: [String] {
        guard let names = Self.classicOtherNames[id], Juice.classics.contains(self) else { return [] }
        return names
    }

    /// The other names of the classic juices, by identifier. The classics' own names already cover
    /// the seed's single-fruit names once 주스 and 쥬스 count as one spelling (see
    /// ``NameText/otherSpellings(ofKey:)``).
    private static let classicOtherNames: [String: [String]] = [
        "strawberry": ["딸기"], "banana": ["바나나"], "pineapple": ["파인애플"], "kiwi": ["키위"], "mango": ["망고"],
        "strawberry-banana": ["딸기바나나쥬스"],
        "mango-kiwi": ["망고키위쥬스", "키위망고쥬스", "kiwi-mango juice", "kiwi-mango"],
    ]
}
