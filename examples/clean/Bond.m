classdef Bond < Instrument
    %BOND A zero-coupon bond: its face value, discounted over its years.
    properties
        Face = 100
        Years = 1
    end
    methods
        function obj = Bond(face, years)
            obj.Face = face;
            obj.Years = years;
        end
        function p = price(obj, rate)
            p = obj.Face / (1 + rate)^obj.Years;
        end
    end
end
