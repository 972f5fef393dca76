#pragma once
// New Game: the optional rules the scenario offers (22.0 weather) and the dice seed (a fresh
// random one unless the players want to replay a known game).
#include <QDialog>

#include <cstdint>

class QCheckBox;
class QLineEdit;

namespace eylau {
struct Scenario;
}

namespace eylau::game {

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    NewGameDialog(const Scenario& scenario, bool hasWeatherRule, QWidget* parent = nullptr);

    bool weather() const;
    std::uint64_t seed() const;

private:
    QCheckBox* weather_;
    QLineEdit* seed_;
};

}  // namespace eylau::game
