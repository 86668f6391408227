classdef Account < handle
    %ACCOUNT A bank account with a balance that never goes negative.
    properties (SetAccess = private)
        Balance (1,1) double = 0
    end
    methods
        function obj = Account(initial)
            if nargin > 0
                obj.Balance = initial;
            end
        end
        function deposit(obj, amount)
            arguments
                obj
                amount (1,1) double {mustBePositive}
            end
            obj.Balance = obj.Balance + amount;
        end
        function ok = withdraw(obj, amount)
            ok = amount <= obj.Balance;
            if ok
                obj.Balance = obj.Balance - amount;
            end
        end
    end
end
