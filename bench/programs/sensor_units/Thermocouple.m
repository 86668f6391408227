classdef Thermocouple < Sensor
  % Raw values in millivolts, about 41 microvolts per kelvin above 0 C.
  properties
    Gain = 1 / 0.041
  end
  methods
    function obj = Thermocouple(name, gain)
      obj = obj@Sensor(name);
      if nargin > 1
        obj.Gain = gain;
      end
    end
    function t = convert(obj, raw)
      t = Temperature.fromCelsius(raw * obj.Gain);
    end
  end
end
