classdef (Sealed) Account < handle & matlab.mixin.Copyable
    % ACCOUNT  A bank account.
    properties (Access = private)
        Balance (1,1) double {mustBeNonnegative} = 0
        History cell = {}
    end
    properties (SetAccess = protected, GetAccess = public)
        Owner string = "nobody"   % who owns it
        Limits (1,2) double = [0 1000]
    end
    properties (Constant)
        Rate = 0.05;
    end
    properties (Dependent, ~Hidden)
        Report
    end
    properties
        Matrix = [1 2
                  3 4]
        Tags = {'a', ...
                'b'}
        Id
    end
    events
        Deposited
        Withdrawn
    end
    events (ListenAccess = protected)
        Audited
    end
    methods
        function obj = Account(owner, amount)
            obj = obj@handle();
            obj@matlab.mixin.Copyable();
            if nargin > 0
                obj.Owner = owner;
                obj.Balance = amount;
            end
        end
        function deposit(obj, amount)
            obj.Balance = obj.Balance + amount;
            notify(obj, 'Deposited');
        end
        function value = get.Report(obj)
            value = sprintf('%s: %g', obj.Owner, obj.Balance);
        end
        function set.Owner(obj, name)
            obj.Owner = name;
        end
        r = helperInOtherFile(obj, x)
    end
    methods (Static)
        function a = empty()
            a = Account("none", 0);
        end
    end
    methods (Access = {?Bank, ?matlab.unittest.TestCase})
        function audit(obj)
            disp(obj.History);
        end
    end
end
