#pragma once
// New Game: who plays each side (a person or the computer at a level), the optional rules the
// scenario offers (22.0 weather) and the dice seed (a fresh random one unless the players want
// to replay a known game).
#include "shared/seats.h"

#include <QDialog>

#include "eylau/rules/variants/variant_rules.h"

#include <map>
#include <utility>
#include <vector>
#include <string>

#include <cstdint>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace eylau {
struct Scenario;
}

namespace eylau::game {

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    NewGameDialog(const Scenario& scenario, bool hasWeatherRule, const Seats& seats = {}, QWidget* parent = nullptr);

    bool weather() const;
    VariantRules variants() const;  // CR, AL (variants after La Bataille)
    std::uint64_t seed() const;
    Seats seats() const;
    // The players' names given, by side ("french", "allied"); a side left blank is absent.
    std::map<std::string, std::string> names() const;
    // The choice for one side: nullopt for a person.
    void setSeat(Side side, std::optional<ai::Level> level);

private:
    std::array<QComboBox*, 2> seat_{};
    std::array<QLineEdit*, 2> name_{};
    QCheckBox* weather_;
    std::vector<std::pair<std::string, QCheckBox*>> variants_;
    QLineEdit* seed_;
};

}  // namespace eylau::game
