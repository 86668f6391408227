classdef Rect < Shape2D
  properties
    w = 1
    h = 1
  end
  methods
    function obj = Rect(w, h)
      obj = obj@Shape2D('rect');
      obj.w = w;
      obj.h = h;
    end
    function a = area(obj)
      a = obj.w * obj.h;
    end
    function p = perimeter(obj)
      p = 2 * (obj.w + obj.h);
    end
  end
  methods (Static)
    function r = square(side)
      r = Rect(side, side);
    end
  end
end
