classdef Shape2D < handle
  % A named plane figure; subclasses give its area and perimeter.
  properties
    name = ''
    moves = 0
  end
  properties (Dependent)
    label
  end
  methods
    function obj = Shape2D(name)
      if nargin > 0
        obj.name = name;
      end
    end
    function s = get.label(obj)
      s = sprintf('%s (%.2f)', obj.name, obj.area());
    end
    function translate(obj, d)
      obj.moves = obj.moves + numel(d) / 2;
    end
    function r = ratio(obj)
      r = obj.area() / obj.perimeter();
    end
  end
end
