classdef Circle < Shape2D
  properties
    radius = 1
  end
  methods
    function obj = Circle(r)
      obj = obj@Shape2D('circle');
      if nargin > 0
        obj.radius = r;
      end
    end
    function a = area(obj)
      a = pi * obj.radius ^ 2;
    end
    function p = perimeter(obj)
      p = 2 * pi * obj.radius;
    end
  end
end
