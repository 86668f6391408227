function summary = account_report(initial)
% Opens an account, makes a deposit and reports the balance.
acct = Account(initial);
acct.deposit(25);
summary = sprintf('balance %.2f', acct.balence);   % the property is Balance
end
