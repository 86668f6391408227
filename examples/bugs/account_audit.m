function account_audit(initial)
% Opens an account and writes an entry in its log without moving money.
acct = Account(initial);
acct.record('audit', 0);   % record is private to Account: only its own methods may call it
end
