// DesignEditor on a real store: create, rename, duplicate and delete, the
// unsaved mark, refusing invalid parameters, save and revert.

#include "db/design_store.h"
#include "design_editor.h"
#include "parameter_form_model.h"
#include "test_registry.h"
#include "workbench.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using pb::gui::DesignEditor;
using pb::gui::ParameterFormModel;
using pb::gui::Workbench;

class TestDesignEditor : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void offersEveryRuleset();
    void createsRenamesDuplicatesAndDeletes();
    void editsAreMarkedAndSaved();
    void revertDropsEdits();
    void invalidParametersAreNotSaved();

private:
    int rowOf(const QString& name) const;

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<Workbench> workbench_;
    std::unique_ptr<DesignEditor> editor_;
};

void TestDesignEditor::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    workbench_ = std::make_unique<Workbench>();
    QVERIFY(workbench_->openDatabase(dir_->filePath(QStringLiteral("designs.sqlite")), true));
    editor_ = std::make_unique<DesignEditor>();
    editor_->setWorkbench(workbench_.get());
}

void TestDesignEditor::cleanup() {
    editor_.reset();
    workbench_.reset();
    dir_.reset();
}

int TestDesignEditor::rowOf(const QString& name) const {
    ParameterFormModel* form = editor_->parameterForm();
    for (int row = 0; row < form->rowCount(); ++row) {
        if (form->data(form->index(row), ParameterFormModel::NameRole).toString() == name)
            return row;
    }
    return -1;
}

void TestDesignEditor::offersEveryRuleset() {
    QStringList ids;
    for (const QVariant& ruleset : editor_->rulesets())
        ids << ruleset.toMap().value(QStringLiteral("id")).toString();
    QVERIFY(ids.contains(QStringLiteral("stability")));
    QVERIFY(ids.contains(QStringLiteral("torus-lab")));
}

void TestDesignEditor::createsRenamesDuplicatesAndDeletes() {
    QSignalSpy designs(workbench_.get(), &Workbench::designsChanged);
    const int id =
        editor_->createDesign(QStringLiteral("Small board"), QStringLiteral("stability"));
    QVERIFY(id > 0);
    QCOMPARE(designs.count(), 1);
    QVERIFY(editor_->load(id));
    QCOMPARE(editor_->name(), QStringLiteral("Small board"));
    QCOMPARE(editor_->rulesetId(), QStringLiteral("stability"));
    QVERIFY(editor_->parameterForm()->rowCount() > 0);

    QVERIFY(editor_->renameDesign(id, QStringLiteral("Tiny board")));
    QCOMPARE(editor_->name(), QStringLiteral("Tiny board"));
    const int copy = editor_->duplicateDesign(id, QStringLiteral("Tiny board (copy)"));
    QVERIFY(copy > 0 && copy != id);
    QCOMPARE(pb::db::DesignStore(*workbench_->database()).list().size(), std::size_t(2));

    QVERIFY(editor_->removeDesign(id));
    QCOMPARE(editor_->designId(), 0);
    QCOMPARE(pb::db::DesignStore(*workbench_->database()).list().size(), std::size_t(1));
    QVERIFY(editor_->createDesign(QStringLiteral("  "), QStringLiteral("stability")) == 0);
    QVERIFY(!editor_->errorMessage().isEmpty());
}

void TestDesignEditor::editsAreMarkedAndSaved() {
    const int id = editor_->createDesign(QStringLiteral("Eight ways"), QStringLiteral("stability"));
    QVERIFY(editor_->load(id));
    QSignalSpy dirty(editor_.get(), &DesignEditor::dirtyChanged);
    editor_->parameterForm()->setValue(rowOf(QStringLiteral("directions")),
                                       QStringLiteral("eight"));
    QVERIFY(editor_->isDirty());
    QCOMPARE(dirty.count(), 1);
    QVERIFY(editor_->save());
    QVERIFY(!editor_->isDirty());
    const auto row = pb::db::DesignStore(*workbench_->database()).get(id);
    QCOMPARE(row->params.at("directions").get<std::string>(), std::string("eight"));

    DesignEditor other;
    other.setWorkbench(workbench_.get());
    QVERIFY(other.load(id));
    QCOMPARE(other.parameterForm()->parameters().at("directions").get<std::string>(),
             std::string("eight"));
    QVERIFY(!other.isDirty());
}

void TestDesignEditor::revertDropsEdits() {
    const int id = editor_->createDesign(QStringLiteral("Notes"), QStringLiteral("stability"));
    QVERIFY(editor_->load(id));
    editor_->setNotes(QStringLiteral("draft"));
    editor_->parameterForm()->setValue(rowOf(QStringLiteral("size")), 8);
    QVERIFY(editor_->isDirty());
    editor_->revert();
    QVERIFY(!editor_->isDirty());
    QCOMPARE(editor_->notes(), QString());
    QCOMPARE(editor_->parameterForm()->parameters().at("size").get<int>(), 10);
}

void TestDesignEditor::invalidParametersAreNotSaved() {
    const int id = editor_->createDesign(QStringLiteral("Broken"), QStringLiteral("stability"));
    QVERIFY(editor_->load(id));
    editor_->parameterForm()->setValue(rowOf(QStringLiteral("size")), 99);
    QVERIFY(!editor_->save());
    QVERIFY(!editor_->errorMessage().isEmpty());
    QVERIFY(editor_->isDirty());
}

PLAYBENCH_TEST_GUILESS_MAIN(TestDesignEditor)
#include "test_design_editor.moc"
