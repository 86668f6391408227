classdef (Abstract) Shape
    % Abstract methods are declared by their signatures alone.
    methods (Abstract)
        a = area(obj)
        draw(obj, ax)
        [w, h] = extent(obj)
    end
    methods (Abstract, Access = protected)
        validate(obj)
    end
    methods
        function disp(obj)
            fprintf('%s with area %g\n', class(obj), area(obj));
        end
    end
end
