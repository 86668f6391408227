function acct = open_account(owner, kind, deposit)
% OPEN_ACCOUNT  A new account struct; savings accounts earn interest.
if nargin < 3
    deposit = 0;
end
acct.owner = owner;
acct.kind = kind;
acct.balance = deposit;
acct.history = struct('op', {'open'}, 'amount', {deposit});
switch kind
    case 'savings'
        acct.rate = 0.02;
    case {'checking', 'business'}
        acct.rate = 0;
    otherwise
        error('bank:kind', 'unknown account kind %s', kind);
end
end
