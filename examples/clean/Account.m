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
            obj.record('deposit', amount);
        end
        function ok = withdraw(obj, amount)
            ok = amount <= obj.Balance;
            if ok
                obj.Balance = obj.Balance - amount;
                obj.record('withdraw', amount);
            end
        end
    end
    methods (Access = private)
        function record(obj, what, amount)
            fprintf('%s %.2f, balance %.2f\n', what, amount, obj.Balance);
        end
    end
end
