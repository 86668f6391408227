classdef Instrument
    %INSTRUMENT Anything with a price; each kind of instrument says how it is priced.
    properties
        Name = ''
    end
    methods (Abstract)
        p = price(obj, rate)
    end
end
