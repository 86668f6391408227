function acct = account_deposit(initial)
% Opens an account and pays in a sum in euros.
acct = Account(initial);
acct.deposit(25, 'EUR');   % deposit takes the account and an amount: no currency
end
