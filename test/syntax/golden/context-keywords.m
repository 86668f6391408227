classdef Inspector
    % Inside a method, 'properties', 'methods' and 'events' are function calls.
    methods
        function show(obj)
            properties(obj)
            methods(obj);
            events (obj)
        end
    end
end

function helper(x)
% After the classdef too; and 'arguments' is a keyword only at the top of a function.
properties(1)
y = x;
arguments(2) = 5;
disp(arguments)
end
