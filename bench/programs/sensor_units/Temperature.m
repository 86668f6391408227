classdef Temperature
  % A temperature stored in kelvin, read and written in other units through dependent properties.
  properties
    Kelvin = 273.15
    Label = 'room'
  end
  properties (Dependent)
    Celsius
    Fahrenheit
  end
  methods
    function obj = Temperature(k)
      if nargin > 0
        obj.Kelvin = k;
      end
    end
    function c = get.Celsius(obj)
      c = obj.Kelvin - 273.15;
    end
    function obj = set.Celsius(obj, c)
      obj.Kelvin = c + 273.15;
    end
    function f = get.Fahrenheit(obj)
      f = obj.Celsius * 9 / 5 + 32;
    end
    function obj = set.Fahrenheit(obj, f)
      obj.Celsius = (f - 32) * 5 / 9;
    end
    function t = warmer(obj, dk)
      t = obj;
      t.Kelvin = obj.Kelvin + dk;
    end
  end
  methods (Static)
    function t = fromCelsius(c)
      t = Temperature(c + 273.15);
    end
    function ts = series(cs)
      ts = cell(1, numel(cs));
      for k = 1:numel(cs)
        ts{k} = Temperature.fromCelsius(cs(k));
      end
    end
  end
end
