classdef Color < uint8
    % An enumeration with constructor arguments.
    enumeration
        Red (255, 0, 0)
        Green (0, 255, 0)   % green
        Blue (0, 0, 255)
    end
    enumeration
        Mon, Tue, Wed
    end
    properties
        R
        G
        B
    end
    methods
        function c = Color(r, g, b)
            c.R = r; c.G = g; c.B = b;
        end
    end
end
