/// The String Catalog the localization rules' examples read (`Settings.xcstrings`, in
/// Xcode's exact shape): English source, German and French translations, `Wi-Fi`
/// translated into both, `Bluetooth` only into German, `%lld Devices` a plural.
enum LocalizationExamples {
    /// The table-level key that declares the catalog.
    static let top = "localization: {catalog: Settings.xcstrings}"

    /// A spec with `rows` (a YAML list) and the catalog beside it.
    static func spec(_ rows: String, catalog: String = catalog) -> String {
        ExampleSpec.rows(top: top, rows) + ExampleSpec.file("Settings.xcstrings", catalog)
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld Devices" : {
              "localizations" : {
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld Gerät"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld Geräte"
                        }
                      }
                    }
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%lld appareils"
                  }
                }
              }
            },
            "Bluetooth" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Bluetooth"
                  }
                }
              }
            },
            "Wi-Fi" : {
              "comment" : "A row title.",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "WLAN"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Wi-Fi"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
}
