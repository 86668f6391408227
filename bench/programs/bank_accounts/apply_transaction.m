function acct = apply_transaction(acct, op, amount)
% APPLY_TRANSACTION  Deposit, withdraw or add interest; overdrafts raise an error.
switch lower(op)
    case 'deposit'
        acct.balance = acct.balance + amount;
    case 'withdraw'
        if amount > acct.balance
            error('bank:funds', '%s: insufficient funds (%.2f < %.2f)', acct.owner, acct.balance, amount);
        end
        acct.balance = acct.balance - amount;
    case 'interest'
        amount = acct.balance * acct.rate;
        acct.balance = acct.balance + amount;
    otherwise
        error('bank:op', 'unknown operation %s', op);
end
acct.history(end+1) = struct('op', op, 'amount', amount);
end
