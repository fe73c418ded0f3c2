#pragma once

#include "print_options.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace pb::gui {

class Workbench;

// File > Print and play...: the print settings of the open design and the
// one intent, print(path), which writes the design's PDF through the print
// layer (app/print, the same code as `playbench-cli print`). The settings a
// designer keeps from one print to the next (paper, sizes, backs, colour)
// are remembered; the player count starts at the design's.
class PrintController : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(
        pb::gui::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(int designId READ designId WRITE setDesignId NOTIFY designChanged)
    Q_PROPERTY(QString designName READ designName NOTIFY designChanged)
    Q_PROPERTY(int minPlayers READ minPlayers NOTIFY designChanged)
    Q_PROPERTY(int maxPlayers READ maxPlayers NOTIFY designChanged)
    // 0: A4, 1: Letter.
    Q_PROPERTY(int paper READ paper WRITE setPaper NOTIFY settingsChanged)
    Q_PROPERTY(double marginMm READ marginMm WRITE setMarginMm NOTIFY settingsChanged)
    Q_PROPERTY(double squareMm READ squareMm WRITE setSquareMm NOTIFY settingsChanged)
    // 0: poker (63 x 88 mm), 1: bridge (57 x 89 mm), 2: custom.
    Q_PROPERTY(int cardSize READ cardSize WRITE setCardSize NOTIFY settingsChanged)
    Q_PROPERTY(double cardWidthMm READ cardWidthMm WRITE setCardWidthMm NOTIFY settingsChanged)
    Q_PROPERTY(double cardHeightMm READ cardHeightMm WRITE setCardHeightMm NOTIFY settingsChanged)
    Q_PROPERTY(bool cardBacks READ cardBacks WRITE setCardBacks NOTIFY settingsChanged)
    Q_PROPERTY(bool greyScale READ greyScale WRITE setGreyScale NOTIFY settingsChanged)
    Q_PROPERTY(int players READ players WRITE setPlayers NOTIFY settingsChanged)
    Q_PROPERTY(bool board READ board WRITE setBoard NOTIFY settingsChanged)
    Q_PROPERTY(bool cards READ cards WRITE setCards NOTIFY settingsChanged)
    Q_PROPERTY(bool tokens READ tokens WRITE setTokens NOTIFY settingsChanged)
    Q_PROPERTY(bool rulesSheet READ rulesSheet WRITE setRulesSheet NOTIFY settingsChanged)
    // What went wrong with the last print, in one sentence, or empty.
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY resultChanged)
    // What the last print wrote ("4 pages: ..."), or empty.
    Q_PROPERTY(QString resultText READ resultText NOTIFY resultChanged)
    // The file name the save dialog suggests: the design's name and .pdf.
    Q_PROPERTY(QString suggestedFileName READ suggestedFileName NOTIFY designChanged)

public:
    explicit PrintController(QObject* parent = nullptr);

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* workbench);
    int designId() const { return designId_; }
    void setDesignId(int designId);
    QString designName() const { return designName_; }
    int minPlayers() const { return minPlayers_; }
    int maxPlayers() const { return maxPlayers_; }

    int paper() const { return paper_; }
    void setPaper(int paper);
    double marginMm() const { return marginMm_; }
    void setMarginMm(double mm);
    double squareMm() const { return squareMm_; }
    void setSquareMm(double mm);
    int cardSize() const { return cardSize_; }
    void setCardSize(int size);
    double cardWidthMm() const { return cardWidthMm_; }
    void setCardWidthMm(double mm);
    double cardHeightMm() const { return cardHeightMm_; }
    void setCardHeightMm(double mm);
    bool cardBacks() const { return cardBacks_; }
    void setCardBacks(bool on);
    bool greyScale() const { return greyScale_; }
    void setGreyScale(bool on);
    int players() const { return players_; }
    void setPlayers(int players);
    bool board() const { return board_; }
    void setBoard(bool on);
    bool cards() const { return cards_; }
    void setCards(bool on);
    bool tokens() const { return tokens_; }
    void setTokens(bool on);
    bool rulesSheet() const { return rulesSheet_; }
    void setRulesSheet(bool on);

    QString errorMessage() const { return errorMessage_; }
    QString resultText() const { return resultText_; }
    QString suggestedFileName() const;

    // Writes the design's print-and-play PDF to `path` (a local path) with
    // the settings; false with errorMessage when it cannot. Nothing is left
    // at `path` after a failure.
    Q_INVOKABLE bool print(const QString& path);

signals:
    void workbenchChanged();
    void designChanged();
    void settingsChanged();
    void resultChanged();

private:
    void readDesign();
    void setResult(const QString& error, const QString& result);
    void remember() const;

    Workbench* workbench_ = nullptr;
    int designId_ = 0;
    QString designName_;
    int minPlayers_ = 1;
    int maxPlayers_ = 1;

    // The print layer's defaults (print_options.h) until the designer chooses.
    int paper_ = 0;
    double marginMm_ = print::PrintOptions{}.marginMm;
    double squareMm_ = print::PrintOptions{}.squareMm;
    int cardSize_ = 0;
    double cardWidthMm_ = print::kPokerCard.widthMm;
    double cardHeightMm_ = print::kPokerCard.heightMm;
    bool cardBacks_ = false;
    bool greyScale_ = false;
    int players_ = 2;
    bool board_ = true;
    bool cards_ = true;
    bool tokens_ = true;
    bool rulesSheet_ = true;

    QString errorMessage_;
    QString resultText_;
};

} // namespace pb::gui
