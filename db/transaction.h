#pragma once

#include <QString>

namespace pb::db {

class Database;

// BEGIN IMMEDIATE on construction (so the write lock is taken up front and a busy
// database fails here, not half-way), or a plain BEGIN for a consistent snapshot
// of several reads; ROLLBACK on destruction unless commit() was called. Internal
// to the store.
class Transaction {
public:
    enum class Lock { Write, Read };

    Transaction(const Database& db, QString what, Lock lock = Lock::Write);
    ~Transaction();

    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    // Throws StoreError if the commit fails (the transaction is then rolled back).
    void commit();

private:
    const Database& db_;
    QString what_;
    bool open_ = false;
};

} // namespace pb::db
