function acct = account_reset(initial)
% Opens an account, then clears it for a new owner.
acct = Account(initial);
acct.Balance = 0;   % SetAccess = private: only Account's own methods may set it
end
