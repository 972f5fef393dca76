#pragma once
// The program's window: the map in the middle, menus, and a status bar describing the hex
// under the mouse. The play UI (turn flow, selection, dialogs) comes later.
#include <QMainWindow>

#include <memory>

class QLabel;

namespace eylau {
struct Scenario;
struct Hex;
}  // namespace eylau

namespace eylau::mapview {
class MapScene;
class MapView;
}  // namespace eylau::mapview

namespace eylau::game {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const Scenario& scenario, QWidget* parent = nullptr);
    ~MainWindow() override;

    const Scenario& scenario() const { return *scenario_; }
    mapview::MapView* mapView() const { return view_; }
    mapview::MapScene* mapScene() const { return scene_; }

private:
    void createMenus();
    void showHex(Hex hex);
    void clearHex();
    void showZoom(double zoom);

    std::unique_ptr<Scenario> scenario_;
    mapview::MapScene* scene_ = nullptr;
    mapview::MapView* view_ = nullptr;
    QLabel* hexLabel_ = nullptr;
    QLabel* zoomLabel_ = nullptr;
};

}  // namespace eylau::game
