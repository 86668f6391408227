classdef Sensor < handle
  % A sensor keeping its readings; subclasses say how a raw value becomes a temperature.
  properties
    Name = ''
    Readings = []
  end
  properties (SetAccess = private)
    Count = 0
  end
  methods
    function obj = Sensor(name)
      obj.Name = name;
    end
    function record(obj, raw)
      t = obj.convert(raw);
      obj.Readings(end + 1) = t.Celsius;
      obj.Count = obj.Count + 1;
    end
    function m = meanCelsius(obj)
      m = mean(obj.Readings);
    end
    function t = convert(obj, raw)
      t = Temperature(raw);
    end
  end
end
