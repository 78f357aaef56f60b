import Foundation
import MekuriApp

exit(Mekuri.run())
